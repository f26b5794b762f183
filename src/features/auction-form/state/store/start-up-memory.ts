/**
 * What the start-up of one store remembers between its runs ("Try again" runs it again): whether
 * the saved draft was read (it is read once: a second read would restore it over what the customer
 * typed since).
 */
export interface StartUpMemory {
  draftRead: boolean;
}

export const newStartUpMemory = (): StartUpMemory => ({ draftRead: false });
