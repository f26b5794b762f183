/**
 * Set on the form's mount node when its first screen (or the error standing in for it) is in the
 * DOM, React's: the entry stylesheet (first-screen-room.css) stops keeping room for it, and a tap
 * held on a screen painted before React is given back (ui/first-screen/).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-tw-first-screen';
