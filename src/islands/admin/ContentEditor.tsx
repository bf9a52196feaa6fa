// The content desk's editor: the page's fields and Markdown (pictures uploaded and put in as
// Markdown), saved as a new version; the preview frames the saved draft drawn by the site itself
// (/admin/content/preview) at phone or desktop width; publish now or at a Bangkok minute, with an
// optional expiry; unpublish; the versions, each with who and when, and one click to bring it back.
import { useRef, useState, type ChangeEvent } from 'react';
import type { PageDetail } from '../../contract/admin/admin-content.ts';
import type { PageFields, PageKind } from '../../contract/content/content.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import type { AdminAnswer } from '../../api/admin/admin.ts';
import { getPage, publishPage, revertPage, savePage, unpublishPage, uploadPicture } from '../../api/admin/admin-content.ts';
import { pageEditorTh as t } from '../../i18n/admin/admin-content.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { FormError, TextField } from './fields.tsx';
import MinuteField from './MinuteField.tsx';
import PictureInput from './PictureInput.tsx';
import { suggestSlug } from './thai-slug.ts';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Props {
  detail: PageDetail | null;
  kind: PageKind;
}

const GROUPS = t.groups;
const STATES = t.states;
const WIDTHS = { phone: 390, desktop: 1280 } as const;

function blank(kind: PageKind): PageFields {
  return kind === 'promotion'
    ? { kind, title: '', description: '', body: '', image: '', highlight: '', cta: { label: t.ctaLabel, href: '/promotions' } }
    : { kind, title: '', description: '', body: '', group: 'how-to', order: 1 };
}

/** The file as base64, without the data: prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function ContentEditor({ detail: first, kind }: Props) {
  const [detail, setDetail] = useState(first);
  const [fields, setFields] = useState<PageFields>(first?.fields ?? blank(kind));
  const [slug, setSlug] = useState(first?.page.slug ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // Off until the island runs, and while a call is out: a tap before hydration would do nothing.
  const ready = useMounted();
  const idle = ready && !busy;
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [previewKey, setPreviewKey] = useState(0);
  const body = useRef<HTMLTextAreaElement>(null);
  const id = detail?.page.id;

  const set = (patch: Partial<PageFields>) => setFields((now) => ({ ...now, ...patch }) as PageFields);

  function told(answer: { ok: boolean; message: string; fields?: Record<string, string> }): boolean {
    setError(answer.ok || answer.fields ? '' : answer.message);
    setNotice(answer.ok ? answer.message : '');
    setErrors(answer.ok ? {} : (answer.fields ?? {}));
    return answer.ok;
  }

  async function reload(pageId: number) {
    const answer = await getPage(pageId);
    if (answer.ok) setDetail(answer.data);
    setPreviewKey((key) => key + 1);
  }

  async function save() {
    setBusy(true);
    const answer = await savePage({ id, slug, fields });
    setBusy(false);
    if (!told(answer) || !answer.ok) return;
    if (id === undefined) history.replaceState(null, '', `/admin/content/edit?id=${answer.data.id}`);
    await reload(answer.data.id);
  }

  async function act(call: () => Promise<AdminAnswer<unknown>>) {
    if (id === undefined) return;
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (told(answer)) await reload(id);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>, put: (path: string) => void) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    const answer = await uploadPicture(await readBase64(file));
    setBusy(false);
    if (told(answer) && answer.ok) put(answer.data.path);
  }

  function insertPicture(path: string) {
    const at = body.current?.selectionStart ?? fields.body.length;
    set({ body: `${fields.body.slice(0, at)}\n\n![](${path})\n\n${fields.body.slice(at)}` });
  }

  const fieldError = (name: string) => errors[`fields.${name}`] ?? errors[name];
  const schedule = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const at = String(data.get('at') ?? '');
    const until = String(data.get('until') ?? '');
    return { id, at: at || null, until: until || null };
  };

  // The editor waits for its island: text typed before would be lost.
  return (
    <Hydrated>
      <div className="flex flex-col gap-4 md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <section className="card bg-base-100 flex flex-col gap-3 p-4">
            <TextField
              name="title"
              label={t.title}
              value={fields.title}
              error={fieldError('title')}
              onChange={(event) => set({ title: event.currentTarget.value })}
              onBlur={() => slug === '' && setSlug(suggestSlug(fields.title))}
            />
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <TextField
                  name="slug"
                  label={t.slug(kind === 'promotion' ? 'promotions' : 'help')}
                  value={slug}
                  error={errors.slug}
                  onChange={(event) => setSlug(event.currentTarget.value.trim().toLowerCase())}
                />
              </div>
              <button type="button" className="btn" disabled={!ready} onClick={() => setSlug(suggestSlug(fields.title))}>
                {t.slugFromTitle}
              </button>
            </div>
            <TextField
              name="description"
              label={t.description}
              value={fields.description}
              error={fieldError('description')}
              onChange={(event) => set({ description: event.currentTarget.value })}
            />
            {fields.kind === 'promotion' ? (
              <>
                <div className="flex items-end gap-2">
                  <div className="flex-1">
                    <TextField
                      name="image"
                      label={t.image}
                      value={fields.image}
                      error={fieldError('image')}
                      onChange={(event) => set({ image: event.currentTarget.value })}
                    />
                  </div>
                  <label className="btn">
                    {t.upload}
                    <PictureInput testId="hero-upload" onChange={(event) => void upload(event, (path) => set({ image: path }))} />
                  </label>
                </div>
                <TextField
                  name="highlight"
                  label={t.highlight}
                  value={fields.highlight}
                  error={fieldError('highlight')}
                  onChange={(event) => set({ highlight: event.currentTarget.value })}
                />
                <div className="flex flex-col gap-3 sm:flex-row">
                  <TextField
                    name="cta-label"
                    label={t.buttonLabel}
                    value={fields.cta.label}
                    error={fieldError('cta.label')}
                    onChange={(event) => set({ cta: { ...fields.cta, label: event.currentTarget.value } })}
                  />
                  <TextField
                    name="cta-href"
                    label={t.buttonLink}
                    value={fields.cta.href}
                    error={fieldError('cta.href')}
                    onChange={(event) => set({ cta: { ...fields.cta, href: event.currentTarget.value } })}
                  />
                </div>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <TextField
                    name="promotion"
                    label={t.promotionCode}
                    inputMode="numeric"
                    value={fields.promotion ?? ''}
                    error={fieldError('promotion')}
                    onChange={(event) => set({ promotion: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
                  />
                  <TextField
                    name="home-order"
                    label={t.homeOrder}
                    inputMode="numeric"
                    value={fields.home_order ?? ''}
                    error={fieldError('home_order')}
                    onChange={(event) => set({ home_order: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
                  />
                </div>
              </>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row">
                <label className="flex flex-1 flex-col gap-1">
                  <span className="text-sm">{t.group}</span>
                  <select
                    className="select w-full"
                    value={fields.group}
                    onChange={(event) => set({ group: event.currentTarget.value as keyof typeof GROUPS })}
                  >
                    {Object.entries(GROUPS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField
                  name="order"
                  label={t.groupOrder}
                  inputMode="numeric"
                  value={fields.order}
                  error={fieldError('order')}
                  onChange={(event) => set({ order: Number(event.currentTarget.value) })}
                />
              </div>
            )}
            <label className="flex flex-col gap-1">
              <span className="text-sm">{t.body}</span>
              <textarea
                ref={body}
                name="body"
                rows={14}
                className={`textarea w-full font-mono ${fieldError('body') ? 'textarea-error' : ''}`}
                value={fields.body}
                onChange={(event) => set({ body: event.currentTarget.value })}
              />
              {fieldError('body') && <span className="text-error text-sm">{fieldError('body')}</span>}
            </label>
            <div className="flex flex-wrap gap-2">
              <label className="btn">
                {t.insertPicture}
                <PictureInput testId="body-upload" onChange={(event) => void upload(event, insertPicture)} />
              </label>
              <button type="button" className="btn btn-primary" disabled={!idle} onClick={() => void save()}>
                {t.saveDraft}
              </button>
            </div>
            <FormError message={error} />
            {notice && (
              <p role="status" className="alert alert-success text-sm">
                {notice}
              </p>
            )}
          </section>

          {detail && (
            <section className="card bg-base-100 flex flex-col gap-3 p-4" aria-labelledby="publish-title">
              <h2 id="publish-title" className="text-lg font-semibold">
                {t.publishing} <span data-testid="page-state">{STATES[detail.page.state]}</span>
              </h2>
              {detail.page.publish_at && <p className="text-sm">{t.starts(formatThaiDateTime(detail.page.publish_at))}</p>}
              {detail.page.expire_at && <p className="text-sm">{t.expires(formatThaiDateTime(detail.page.expire_at))}</p>}
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn btn-primary" disabled={!idle} onClick={() => void act(() => publishPage({ id }))}>
                  {t.publishNow}
                </button>
                {detail.page.state !== 'draft' && (
                  <button type="button" className="btn" disabled={!idle} onClick={() => void act(() => unpublishPage({ id }))}>
                    {t.unpublish}
                  </button>
                )}
              </div>
              {/* The minutes one under the other (the card is half the desk), the button under them: never cut. */}
              <form
                className="flex flex-col gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  const body = schedule(event.currentTarget);
                  void act(() => publishPage(body));
                }}
              >
                <div className="grid gap-3">
                  <MinuteField name="at" label={t.at} defaultValue="" error={errors.at} required />
                  <MinuteField name="until" label={t.until} defaultValue="" error={errors.until} />
                </div>
                <button type="submit" className="btn self-start" disabled={!idle}>
                  {t.schedule}
                </button>
              </form>
              <h3 className="font-semibold">{t.versions}</h3>
              <ul className="flex flex-col gap-2" data-testid="versions">
                {detail.versions.map((version) => (
                  <li key={version.id} className="flex flex-wrap items-center gap-2 text-sm" data-version={version.number}>
                    <span>{t.version(version.number, formatThaiDateTime(version.at), version.by)}</span>
                    {version.live && <span className="badge badge-success">{t.states.live}</span>}
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={!idle}
                      onClick={() => void act(() => revertPage({ id, version_id: version.id }))}
                    >
                      {t.revert}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <section className="card bg-base-100 flex min-w-0 flex-1 flex-col gap-2 p-4" aria-label={t.preview}>
          <div className="flex gap-2">
            {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((name) => (
              <button
                key={name}
                type="button"
                className={`btn btn-sm ${width === name ? 'btn-primary' : ''}`}
                aria-pressed={width === name}
                onClick={() => setWidth(name)}
              >
                {name === 'phone' ? t.phone : t.desktop}
              </button>
            ))}
          </div>
          {id === undefined ? (
            <p className="text-sm opacity-70">{t.previewEmpty}</p>
          ) : (
            <div className="overflow-auto rounded-box border border-base-300" style={{ height: 720 }}>
              <iframe
                key={previewKey}
                title={t.previewFrame}
                data-testid="preview"
                src={`/admin/content/preview?id=${id}`}
                style={{
                  width: WIDTHS[width],
                  height: 1400,
                  border: 0,
                  transformOrigin: '0 0',
                  transform: width === 'desktop' ? 'scale(0.5)' : undefined,
                }}
              />
            </div>
          )}
        </section>
      </div>
    </Hydrated>
  );
}
