// jsdom lays nothing out, so every element measures 0 px and a virtualised list would show no rows.
// The backup tables cap their height in their style; this makes them measure that cap.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    if (this.classList.contains('backup-table')) return Number.parseFloat(this.style.maxHeight) || 0;
    return original?.get?.call(this) ?? 0;
  },
});
