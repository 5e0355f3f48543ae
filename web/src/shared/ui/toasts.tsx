import { ToastContainer, type ToastContainerProps } from 'react-toastify';

/** Spec 9: top-right, newest on top, closing by themselves after 3 seconds. */
export const toastSettings = {
  position: 'top-right',
  autoClose: 3000,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  theme: 'light',
} satisfies ToastContainerProps;

/** Where notify.success/error messages appear; mount it once, in the app shell. */
export function Toasts() {
  return <ToastContainer {...toastSettings} />;
}
