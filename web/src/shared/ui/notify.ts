import { toast } from 'react-toastify/unstyled';

/** App-wide notices; the container with the spec's settings is mounted once by the shell. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
