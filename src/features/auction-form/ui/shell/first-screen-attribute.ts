/**
 * Set on the form's mount node when its first screen (or the error standing in for it) is in the
 * DOM, React's: the entry stylesheet (first-screen-room.css) stops keeping room for it, and a tap
 * held on a screen painted before React is given back (ui/first-screen/).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-tw-first-screen';

/**
 * Set on the mount node while the first screen painted before React (ui/first-screen/) is in it:
 * the entry stylesheet shows no spinner above it (it would go, and the screen move up, once the
 * widget is mounted).
 */
export const FIRST_SCREEN_PAINTED_ATTRIBUTE = 'data-tw-first-screen-painted';
