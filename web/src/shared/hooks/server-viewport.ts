/**
 * The viewport width the server's first paint draws for (app/entry-server.tsx): it cannot know
 * the screen, and most shoppers come on a phone. The app renders at the real width right after.
 */
export const serverViewportWidth = (): number => 390;
