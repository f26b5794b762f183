/**
 * The subscriber URL of the Mercure protocol: one `topic` parameter per topic (the hub URL's own
 * and the node's), and `lastEventID` on a reconnect so the hub replays what was missed (a
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
  // A hub URL may carry topics of its own (MercureBundle's `mercure(topics)` prints them there): they
  // are the page's too, so they stay, with the node's, each once.
  const ofUrl = url.searchParams.getAll('topic');
  url.searchParams.delete('topic');
  url.searchParams.delete('lastEventID');
  for (const topic of new Set([...ofUrl, ...topics])) url.searchParams.append('topic', topic);
  if (lastEventId) url.searchParams.set('lastEventID', lastEventId);
  return url.href;
}
