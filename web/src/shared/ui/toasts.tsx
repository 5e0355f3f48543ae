// The unstyled build and its style sheet as a file: the default build injects a <style>
// element, which the shop's CSP (style-src 'self') refuses.
import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

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
