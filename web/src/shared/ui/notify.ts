// react-toastify is fetched with the first notice (or when the shell mounts its container after
// the first screen), which keeps it out of the first download. A notice sent before the
// container is mounted waits in react-toastify's queue and shows as soon as it is.
const toastify = () => import('react-toastify/unstyled');

/**
 * App-wide notices; the container with the spec's settings is mounted once by the shell. A
 * text already on screen is not shown twice (its text is its id), e.g. when one failure is
 * told both by the action and by an app-wide guard.
 */
export const notify = {
  success: (message: string): void =>
    void toastify().then(({ toast }) => toast.success(message, { toastId: message })),
  error: (message: string): void =>
    void toastify().then(({ toast }) => toast.error(message, { toastId: message })),
  info: (message: string): void =>
    void toastify().then(({ toast }) => toast.info(message, { toastId: message })),
};
