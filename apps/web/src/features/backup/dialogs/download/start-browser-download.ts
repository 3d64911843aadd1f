// Hands a signed download link to the browser. The link answers with an attachment, so the console
// page stays where it is while the file saves.
export function startBrowserDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
