/** jquery-validation style placeholders: `format('between {0} and {1}', [2, 5])`. */
export function formatPlaceholders(template: string, values: ReadonlyArray<unknown> = []): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? match : String(value);
  });
}
