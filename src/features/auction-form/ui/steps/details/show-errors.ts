import { createContext, useContext } from 'react';

/** True once Next was pressed: every field then shows its error, touched or not. */
export const ShowErrorsContext = createContext(false);
export const useShowErrors = (): boolean => useContext(ShowErrorsContext);
