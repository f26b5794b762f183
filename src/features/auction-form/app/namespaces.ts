/** The form's translation namespace (its failure texts live in FAILURE_NAMESPACE). */
export const FORM_NAMESPACE = 'auction-form';
