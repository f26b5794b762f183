/** An uploaded picture (spec section 3). */
export interface Picture {
  uid: string;
  originalName: string | null;
  originalUrl: string | null;
  thumbUrl: string | null;
}
