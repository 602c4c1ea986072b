/// <reference types="vite/client" />

/** True when the console runs on the in-browser mock (no RACK_API_ORIGIN at build time). */
declare const __PREVIEW_MODE__: boolean;
