// Browser APIs that Radix and dnd-kit rely on but jsdom lacks; imported by the widget tests that need them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
const elementProto = Element.prototype as Element & Record<string, unknown>;
if (!elementProto.hasPointerCapture) {
  Object.assign(elementProto, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}
if (!elementProto.scrollIntoView) {
  Object.assign(elementProto, { scrollIntoView: () => {} });
}
if (!('PointerEvent' in globalThis)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(globalThis, { PointerEvent: PointerEventStub });
}
