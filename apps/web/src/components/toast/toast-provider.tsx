// Toast messages on Radix Toast: success, error and progress notes that any feature can raise.
import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastInput {
  kind?: ToastKind;
  title: string;
  description?: string;
  /** 0 to 100 shows a progress bar inside the toast. */
  progress?: number;
  durationMs?: number;
}
interface ToastEntry extends ToastInput {
  id: number;
}

interface ToastApi {
  show: (toast: ToastInput) => number;
  update: (id: number, toast: Partial<ToastInput>) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('widgets');
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const update = useCallback((id: number, toast: Partial<ToastInput>) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, ...toast } : t)));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo(() => ({ show, update, dismiss }), [show, update, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast--${toast.kind ?? 'info'}`}
            duration={
              toast.progress !== undefined && toast.progress < 100
                ? Number.POSITIVE_INFINITY
                : (toast.durationMs ?? 5000)
            }
            onOpenChange={(open) => !open && dismiss(toast.id)}
            data-testid="toast"
          >
            <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="toast__description">
                {toast.description}
              </RadixToast.Description>
            )}
            {toast.progress !== undefined && (
              <progress
                className="toast__progress"
                max={100}
                value={toast.progress}
                aria-label={toast.title}
              />
            )}
            <RadixToast.Close className="toast__close" aria-label={t('toast.close')}>
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
