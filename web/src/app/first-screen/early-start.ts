import { bootAfterFirstPaint } from './boot-after-first-paint';
import { startEarlyRequests } from './early-requests';

// The entry of the first script index.html loads (build/first-screen-preload.ts bundles it).
startEarlyRequests();
bootAfterFirstPaint();
