import { toast } from 'react-toastify';

/**
 * App-wide notices; the container with the spec's settings is mounted once by the shell. A
 * text already on screen is not shown twice (its text is its id), e.g. when one failure is
 * told both by the action and by an app-wide guard.
 */
export const notify = {
  success: (message: string) => toast.success(message, { toastId: message }),
  error: (message: string) => toast.error(message, { toastId: message }),
  info: (message: string) => toast.info(message, { toastId: message }),
};
