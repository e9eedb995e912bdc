/** PRODUCT §9: toasts stay 3 s and sit 16 px from the edge. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
  /** A toast with an action stays until dismissed (e.g. the new-build reload offer). */
  action?: ToastAction;
}

type Listener = (toasts: readonly Toast[]) => void;

/** A tiny store outside React so the request layer and machines can raise toasts too. */
export function createToastStore(schedule: typeof setTimeout = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener(toasts);
  };

  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show(message: string, kind: Toast['kind'] = 'info', action?: ToastAction): number {
      const id = nextId++;
      toasts = [...toasts, { id, message, kind, action }];
      emit();
      if (!action) schedule(() => dismiss(id), TOAST_DURATION_MS);
      return id;
    },
    dismiss,
    current: () => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toasts = createToastStore();
