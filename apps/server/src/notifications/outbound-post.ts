// One HTTP POST to another system for a delivery, with a time limit. A failure's message names the
// host and the answer, never the URL's path or query, which may carry a credential (Slack's does).
const TIMEOUT_MS = 10_000;
const BODY_EXCERPT = 200;

export async function postOutbound(
  url: string,
  init: { headers: Record<string, string>; body: string; service: string },
): Promise<void> {
  const host = new URL(url).host;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new Error(`${init.service} at ${host} could not be reached: ${reason(err)}`);
  }
  if (res.ok) {
    await res.body?.cancel();
    return;
  }
  const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim();
  const excerpt = text.length > BODY_EXCERPT ? `${text.slice(0, BODY_EXCERPT)}…` : text;
  throw new Error(`${init.service} at ${host} answered ${res.status}${excerpt ? `: ${excerpt}` : ''}`);
}

function reason(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `no answer within ${TIMEOUT_MS / 1000} s`;
  }
  const cause = err instanceof Error ? (err.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (err instanceof Error ? err.message : String(err));
}
