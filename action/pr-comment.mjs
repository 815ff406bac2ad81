// One pull-request comment per corpus, found again by a hidden marker and updated in place, through
// the REST API (issues comments: a pull request is an issue here).

/** GitHub refuses a comment body over 65,536 characters. */
const MAX_BODY = 65_000;

export class GitHubApiError extends Error {
  name = 'GitHubApiError';
  constructor(method, url, status, detail) {
    super(`${method} ${url}: HTTP ${status}${detail ? ` ${detail}` : ''}`);
    this.status = status;
  }
}

/** The marker that identifies forbear's comment for one corpus; HTML comments do not render. */
export const commentMarker = (key) => `<!-- forbear-action: ${key.replace(/--/g, '-')} -->`;

/** The pull request number of the event, or undefined for a push, a schedule, … */
export function pullRequestNumber(event) {
  const n = event?.pull_request?.number ?? (event?.issue?.pull_request ? event.issue.number : undefined);
  return Number.isInteger(n) ? n : undefined;
}

export async function upsertComment({ apiUrl, token, repository, number, marker, markdown, fetchImpl = fetch }) {
  const [owner, repo] = repository.split('/');
  const base = `${apiUrl.replace(/\/$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const body = withMarker(marker, markdown);
  const call = async (method, url, payload) => {
    const res = await fetchImpl(url, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'forbear-action',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new GitHubApiError(method, url.replace(apiUrl, ''), res.status, messageOf(text));
    return text === '' ? null : JSON.parse(text);
  };
  const existing = await findComment(call, `${base}/issues/${number}/comments`, marker);
  if (existing) {
    const updated = await call('PATCH', `${base}/issues/comments/${existing.id}`, { body });
    return { action: 'updated', id: updated.id, url: updated.html_url };
  }
  const created = await call('POST', `${base}/issues/${number}/comments`, { body });
  return { action: 'created', id: created.id, url: created.html_url };
}

/** Pages through the comments (100 a page, the most the API gives) until one carries the marker. */
async function findComment(call, url, marker) {
  for (let page = 1; ; page++) {
    const list = await call('GET', `${url}?per_page=100&page=${page}`);
    const found = list.find((c) => typeof c.body === 'string' && c.body.includes(marker));
    if (found) return found;
    if (list.length < 100) return undefined;
  }
}

function withMarker(marker, markdown) {
  const room = MAX_BODY - marker.length - 80;
  const text = markdown.length > room ? `${markdown.slice(0, room)}\n\n… (cut: the job summary has the whole report)` : markdown;
  return `${marker}\n${text}`;
}

function messageOf(text) {
  try {
    const m = JSON.parse(text).message;
    return typeof m === 'string' ? `(${m})` : '';
  } catch {
    return '';
  }
}
