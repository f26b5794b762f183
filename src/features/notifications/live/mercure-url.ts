/**
 * The subscriber URL of the Mercure protocol: one `topic` parameter per topic,
 * and `lastEventID` on a reconnect so the hub replays what was missed (a
 * manually reopened EventSource cannot send the Last-Event-ID header).
 */
export function buildHubUrl(
  hubUrl: string,
  topics: readonly string[],
  lastEventId?: string | null,
  base?: string,
): string {
  const url = new URL(
    hubUrl,
    base ?? (typeof window === 'undefined' ? 'http://localhost/' : window.location.href),
  );
  url.searchParams.delete('topic');
  url.searchParams.delete('lastEventID');
  for (const topic of new Set(topics)) url.searchParams.append('topic', topic);
  if (lastEventId) url.searchParams.set('lastEventID', lastEventId);
  return url.href;
}
