import { withMediaHost } from './media-host';
import { AVAILABILITY_STATUSES, listPackageRows, packageActivity, packageHolds, type Availability, type ChosenTalent, type PackageRow } from './packages-store';
import { siteAddress } from './packages-webhook';
import type { PanelState } from './state';
import { escapeHtml as e } from './text';

export type Flash = 'created' | 'saved' | 'revoked' | undefined;
type Errors = Record<string, string[]> | undefined;

/** Where the site answers package links (`/pacote/{token}`, `/en/package/{token}`, `/es/paquete/{token}`). */
function siteUrl(): string {
  return siteAddress() ?? 'http://localhost:3000';
}

const LANGUAGES = [['pt', 'Português'], ['en', 'English'], ['es', 'Español']] as const;

function languageOptions(chosen: string): string {
  return LANGUAGES.map(([value, name]) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${name}</option>`).join('');
}

export function packageLink(row: Pick<PackageRow, 'token' | 'locale'>): string {
  return `${siteUrl()}${{ pt: '/pacote/', en: '/en/package/', es: '/es/paquete/' }[row.locale] ?? '/pacote/'}${row.token}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f4}
main{max-width:1040px;margin:0 auto;padding:32px 20px 64px}
h1{font-weight:300;letter-spacing:.2em;text-transform:uppercase;font-size:22px;margin:0 0 8px}
h2{font-weight:500;letter-spacing:.12em;text-transform:uppercase;font-size:13px;margin:32px 0 12px;border-bottom:1px solid #111;padding-bottom:6px}
a{color:inherit}
.muted{color:#555}
.notice{padding:10px 12px;border-left:4px solid #111;background:#fff;margin:12px 0}
.error{color:#a00;border-color:#a00}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #ddd;vertical-align:top}
th{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#555}
input,textarea,select{font:inherit;padding:8px 10px;border:1px solid #555;border-radius:0;background:#fff;color:#111}
input[type=checkbox]{width:18px;height:18px;padding:0}
textarea{width:100%;min-height:64px}
.link{width:100%;font:13px ui-monospace,SFMono-Regular,Menlo,monospace}
label{display:block}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px 20px;background:#fff;border:1px solid #ddd;padding:16px}
.grid label span,.talent summary{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#555}
.grid input,.grid select{width:100%}
.talent{background:#fff;border:1px solid #ddd;padding:10px 14px;margin:0 0 8px}
.talent legend{padding:0;font-weight:600}
.talent legend label{display:flex;gap:8px;align-items:center}
.photos{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:8px 0 0}
.photos label{display:flex;flex-direction:column;gap:4px;align-items:flex-start;font-size:12px}
.photos img{width:84px;height:112px;object-fit:cover;background:#eee;display:block}
button{font:inherit;letter-spacing:.08em;text-transform:uppercase;padding:10px 20px;border:1px solid #111;background:#111;color:#fff;cursor:pointer}
button.quiet{background:#fff;color:#111}
:focus-visible{outline:3px solid #111;outline-offset:2px}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin">
<title>${e(title)} · local panel</title><style>${STYLE}</style></head>
<body><main><p><a href="/inbox">Inbox</a> · <a href="/inbox/packages">Packages</a> · <a href="/mail">Mail</a></p>${body}</main></body>
</html>`;
}

function status(row: PackageRow, now = Date.now()): string {
  if (row.revoked_at) return 'Revoked';
  if (row.expires_at && Date.parse(row.expires_at) <= now) return 'Expired';
  return 'Active';
}

function when(iso: string | null): string {
  return iso ? e(new Date(iso).toISOString().replace('T', ' ').slice(0, 16)) + ' UTC' : '—';
}

export function packagesListHtml(state: PanelState): string {
  const rows = listPackageRows(state.db).map((row) => {
    const { views, picks } = packageActivity(state.db, row.token);
    return `<tr><td><a href="/inbox/packages/${e(row.token)}">${e(row.title)}</a><br><small class="muted">${e(packageLink(row))}</small></td>
<td>${status(row)}</td><td>${e(row.locale)}${row.pin_hash ? ' · PIN' : ''}</td><td>${when(row.expires_at)}</td>
<td>${views.filter((view) => view.talent_id === null).length} / ${views.filter((view) => view.talent_id !== null).length}</td><td>${picks.length}</td></tr>`;
  });
  return page('Packages', `<h1>Packages</h1>
<p class="muted">A booker's selection for one client, sent by link. <a href="/inbox/packages/new">New package</a></p>
<table><thead><tr><th>Package</th><th>Status</th><th>Language</th><th>Expires</th><th>Opened / talents seen</th><th>Answers</th></tr></thead>
<tbody>${rows.join('') || '<tr><td colspan="6">No packages yet.</td></tr>'}</tbody></table>`);
}

type TalentChoice = { id: number; name: string; photos: string[] };

function roster(state: PanelState): TalentChoice[] {
  const rows = state.db.prepare('SELECT id, name, data FROM talents ORDER BY name').all() as { id: number; name: string; data: string }[];
  return rows.map((row) => {
    const data = JSON.parse(row.data) as { book?: { file: string }[]; snap?: { file: string }[]; polaroids?: { file: string }[] };
    return { id: row.id, name: row.name, photos: [...(data.book ?? []), ...(data.snap ?? []), ...(data.polaroids ?? [])].map((photo) => photo.file) };
  });
}

function mediaSrc(state: PanelState, file: string): string {
  const resolved = withMediaHost(file, state.mediaUrl);
  return /^https?:\/\//.test(resolved) ? resolved : `/storage/${resolved}`;
}

const AVAILABILITY_NAMES: Record<Availability['status'], string> = {
  available: 'Available',
  first_option: 'First option',
  on_hold: 'On hold',
  unavailable: 'Unavailable',
};

/** The talent's availability for the job's dates, as the client reads it on the package: a status and the dates in words. */
function availabilityFields(talent: TalentChoice, chosen: ChosenTalent | undefined): string {
  const current = chosen?.availability ?? null;
  const options = [`<option value="">Not said</option>`, ...AVAILABILITY_STATUSES.map((status) => `<option value="${status}"${current?.status === status ? ' selected' : ''}>${AVAILABILITY_NAMES[status]}</option>`)];
  return `<label>Availability for the job's dates <select name="availability_${talent.id}">${options.join('')}</select></label>
<label>Which dates (as the client reads them, e.g. 2–4 Dec) <input name="availability_dates_${talent.id}" maxlength="60" value="${e(current?.dates ?? '')}"></label>`;
}

function talentFields(state: PanelState, talent: TalentChoice, chosen: ChosenTalent | undefined, position: number): string {
  const photos = talent.photos.map((file, index) => `<li><label><input type="checkbox" name="photo_${talent.id}" value="${e(file)}"${chosen?.photos.includes(file) ? ' checked' : ''}>
<img src="${e(mediaSrc(state, file))}" alt="${e(`${talent.name}, photo ${index + 1}`)}" loading="lazy"></label></li>`);
  return `<fieldset class="talent"><legend><label><input type="checkbox" name="talent" value="${talent.id}"${chosen ? ' checked' : ''}> ${e(talent.name)}</label></legend>
<details${chosen ? ' open' : ''}><summary>Order, note, availability and photos for ${e(talent.name)}</summary>
<label>Position <input type="number" name="position_${talent.id}" value="${position}" min="1" max="999"></label>
<label>Note for the client <textarea name="note_${talent.id}" maxlength="1000">${e(chosen?.note ?? '')}</textarea></label>
${availabilityFields(talent, chosen)}
<ul class="photos">${photos.join('')}</ul></details></fieldset>`;
}

/** The availability staff sent for a talent (the form refused for another field comes back with it). */
function sentAvailability(sent: URLSearchParams, id: string): Availability | null {
  const status = AVAILABILITY_STATUSES.find((candidate) => candidate === sent.get(`availability_${id}`));
  return status ? { status, dates: sent.get(`availability_dates_${id}`) || null } : null;
}

/** The package form: new (`row` undefined) or an edit; after a refusal, what staff typed comes back with the errors. */
export function packageForm(state: PanelState, row: PackageRow | undefined, errors: Errors, sent?: URLSearchParams): string {
  const chosen: ChosenTalent[] = sent
    ? sent.getAll('talent').map((id) => ({
        id: Number(id),
        note: sent.get(`note_${id}`),
        photos: sent.getAll(`photo_${id}`),
        availability: sentAvailability(sent, id),
      }))
    : row ? (JSON.parse(row.talents) as ChosenTalent[]) : [];
  const booker = row ? (JSON.parse(row.booker) as { name: string; email: string; phone: string }) : { name: 'Marina Lopes', email: 'marina@agencia.example', phone: '+55 11 98765 4321' };
  const value = (name: string, fallback: string) => e(sent?.get(name) ?? fallback);
  const talents = roster(state);
  const inPackage = chosen.flatMap((choice) => talents.filter((talent) => talent.id === choice.id));
  const others = talents.filter((talent) => !chosen.some((choice) => choice.id === talent.id));
  const expires = row?.expires_at ? new Date(Date.parse(row.expires_at) - 3 * 3_600_000).toISOString().slice(0, 16) : '';
  const setPin = sent?.get('pin_mode') === 'set';
  const problems = errors ? `<p class="notice error" role="alert">${Object.entries(errors).map(([field, list]) => `${e(field)}: ${e(list.join(' '))}`).join('<br>')}</p>` : '';
  return `${problems}<form method="post" action="${row ? `/inbox/packages/${e(row.token)}` : '/inbox/packages'}">
<div class="grid">
<label><span>Title</span><input name="title" required maxlength="200" value="${value('title', row?.title ?? '')}"></label>
<label><span>Language of the link</span><select name="locale">${languageOptions(sent?.get('locale') ?? row?.locale ?? 'pt')}</select></label>
<label><span>Expires (São Paulo time; empty: never)</span><input type="datetime-local" name="expires_at" value="${value('expires_at', expires)}"></label>
<label><span>PIN (6–12 letters or digits; empty: none)</span><input name="pin" autocomplete="off" minlength="6" maxlength="12" pattern="[A-Za-z0-9]{6,12}"${errors?.pin ? ' aria-invalid="true"' : ''} value="${value('pin', '')}"></label>
${row ? `<label><span>PIN on save</span><select name="pin_mode"><option value="keep"${setPin ? '' : ' selected'}>Keep the current one${row.pin_hash ? '' : ' (none)'}</option><option value="set"${setPin ? ' selected' : ''}>Set the one above (empty removes it)</option></select></label>` : ''}
<label><span>Booker</span><input name="booker_name" maxlength="200" value="${value('booker_name', booker.name)}"></label>
<label><span>Booker e-mail</span><input type="email" name="booker_email" maxlength="200" value="${value('booker_email', booker.email)}"></label>
<label><span>Booker phone</span><input name="booker_phone" maxlength="60" value="${value('booker_phone', booker.phone)}"></label>
</div>
<label><span class="muted">Message to the client</span><textarea name="message" maxlength="4000">${value('message', row?.message ?? '')}</textarea></label>
<h2>Talents (tick, then choose the photos that fit the job)</h2>
${[...inPackage.map((talent, index) => talentFields(state, talent, chosen.find((choice) => choice.id === talent.id), index + 1)), ...others.map((talent) => talentFields(state, talent, undefined, 999))].join('')}
<p><button type="submit">${row ? 'Save the package' : 'Make the package'}</button></p>
</form>`;
}

export function packageHtml(state: PanelState, row: PackageRow, flash: Flash, errors?: Errors, sent?: URLSearchParams, siteLate = false): string {
  const { views, picks } = packageActivity(state.db, row.token);
  const holds = packageHolds(state.db, row.token);
  const names = new Map(roster(state).map((talent) => [talent.id, talent.name]));
  const name = (id: number | null) => (id === null ? 'The package was opened' : e(names.get(id) ?? `Talent ${id}`));
  const late = ' The site could not be told at once: it shows the change within 30 s.';
  const texts = { created: 'Package made. Send the client the link below.', saved: 'Saved. The site shows the change now.', revoked: 'Revoked: the link now answers like any unknown address.' };
  const notice = flash ? `<p class="notice" role="status">${texts[flash]}${siteLate && flash !== 'created' ? late : ''}</p>` : '';
  const viewRows = [...views].reverse().map((view) => `<tr><td>${name(view.talent_id)}</td><td>${when(view.at)}</td></tr>`);
  const pickItems = picks.map((pick) => `<tr><td>${(JSON.parse(pick.talent_ids) as number[]).map(name).join(', ')}</td><td>${e(pick.name)}<br><small>${e(pick.email)}</small></td><td>${e(pick.note)}</td><td>${when(pick.created_at)}</td></tr>`);
  return page(row.title, `<h1>${e(row.title)}</h1>${notice}
<p>${status(row)} · ${e(row.locale)}${row.pin_hash ? ' · with PIN' : ''} · expires ${when(row.expires_at)}</p>
<label><span class="muted">Link for the client (select and copy)</span><input class="link" readonly value="${e(packageLink(row))}" aria-label="Link for the client"></label>
<p><a href="${e(packageLink(row))}" rel="noreferrer" target="_blank">Open the link</a></p>
<h2>Answers (${picks.length})</h2>
<table><thead><tr><th>Wants to see</th><th>From</th><th>Note</th><th>Sent</th></tr></thead><tbody>${pickItems.join('') || '<tr><td colspan="4">No answer yet.</td></tr>'}</tbody></table>
<h2>Views (${views.length})</h2>
<table><thead><tr><th>What</th><th>When</th></tr></thead><tbody>${viewRows.join('') || '<tr><td colspan="2">Not opened yet.</td></tr>'}</tbody></table>
<h2>Hold requests (${holds.length})</h2>
<table><thead><tr><th>Talent</th><th>Dates</th><th>From</th><th>Note</th><th>Sent</th></tr></thead><tbody>${holds.map((hold) => `<tr><td>${name(hold.talent_id)}</td><td>${e(hold.from_date)} to ${e(hold.to_date)}</td><td>${e(hold.name)}<br><small>${e(hold.email)}</small></td><td>${e(hold.note)}</td><td>${when(hold.created_at)}</td></tr>`).join('') || '<tr><td colspan="5">No hold request yet.</td></tr>'}</tbody></table>
${row.revoked_at ? '' : `<h2>Edit</h2>${packageForm(state, row, errors, sent)}
<h2>Revoke</h2><form method="post" action="/inbox/packages/${e(row.token)}/revoke"><p class="muted">The link stops working at once and cannot be restored.</p><button type="submit" class="quiet">Revoke the link</button></form>`}`);
}
