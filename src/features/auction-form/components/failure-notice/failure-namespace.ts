/** The failure texts live with the summary's; the mount preloads them so an offline start-up can still say so. */
export const FAILURE_NAMESPACE = 'auction-form-summary';
