// jquery-validation ships no types; tests only import it for its side effect on the page's jQuery.
declare module 'jquery-validation';
