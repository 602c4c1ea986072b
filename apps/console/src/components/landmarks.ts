import { createContext } from 'react';

/** True below the app frame's `<main>`: a screen rendered there must not open a second main landmark. */
export const InsideMainLandmark = createContext(false);
