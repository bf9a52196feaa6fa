// The home page's banners in the content desk: each banner's picture (uploaded from the device),
// words, link, order, on or off and active dates (Bangkok time), saved one at a time; a new one at
// the end. Members see a change on their next page.
import { useState, type SubmitEvent } from 'react';
import type { BannerRow } from '../../contract/admin/admin-content.ts';
import { getBanners, saveBanner } from '../../api/admin/admin-content.ts';
import { FormError, TextField } from './fields.tsx';
import MinuteField from './MinuteField.tsx';
import PictureInput from './PictureInput.tsx';
import { bangkokMinute, usePictureUpload } from './picture-upload.ts';
import RowsDesk from './RowsDesk.tsx';
import { bannerTh as t, contentFormTh as formTh } from '../../i18n/admin/admin-content.ts';

function BannerForm({ banner, onSaved }: { banner: BannerRow | null; onSaved: (message: string) => Promise<void> }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { image, upload } = usePictureUpload(banner?.image ?? '', setBusy, setError);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    const answer = await saveBanner({
      id: banner?.id,
      image,
      title: text('title'),
      subtitle: text('subtitle'),
      show_text: form.get('show_text') === 'on',
      link: text('link'),
      sort_order: Number(text('sort_order')),
      active: form.get('active') === 'on',
      active_from: text('active_from') || null,
      active_until: text('active_until') || null,
    });
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setErrors(answer.ok ? {} : (answer.fields ?? {}));
    if (answer.ok) await onSaved(answer.message);
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="card bg-base-100 flex flex-col gap-3 p-4"
      data-banner={banner?.id ?? 'new'}
    >
      <h2 className="text-lg font-semibold">{banner ? formTh.heading(t.noun, banner.title) : formTh.fresh(t.noun)}</h2>
      {image && (
        <img src={image} alt="" className="w-full rounded-box" style={{ aspectRatio: '3 / 1', objectFit: 'cover', maxWidth: 480 }} />
      )}
      <label className="btn self-start">
        {image ? formTh.changePicture : formTh.upload(t.picture)}
        <PictureInput onChange={(event) => void upload(event.currentTarget.files?.[0])} />
      </label>
      {errors.image && <span className="text-error text-sm">{errors.image}</span>}
      <TextField name="title" label={t.title} defaultValue={banner?.title ?? ''} error={errors.title} />
      <TextField name="subtitle" label={t.subtitle} defaultValue={banner?.subtitle ?? ''} error={errors.subtitle} />
      <TextField name="link" label={t.link} defaultValue={banner?.link ?? ''} error={errors.link} />
      <TextField name="sort_order" label={t.order} inputMode="numeric" defaultValue={banner?.sort_order ?? 0} error={errors.sort_order} />
      <div className="grid gap-3 xl:grid-cols-2">
        <MinuteField
          name="active_from"
          label={t.from}
          defaultValue={bangkokMinute(banner?.active_from ?? null)}
          error={errors.active_from}
        />
        <MinuteField
          name="active_until"
          label={t.to}
          defaultValue={bangkokMinute(banner?.active_until ?? null)}
          error={errors.active_until}
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="show_text" defaultChecked={banner?.show_text ?? false} />
        <span>{t.overlay}</span>
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="active" defaultChecked={banner?.active ?? true} />
        <span>{t.shown}</span>
      </label>
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {formTh.save(t.noun)}
      </button>
      <FormError message={error} />
    </form>
  );
}

export default function BannerDesk({ banners }: { banners: BannerRow[] }) {
  async function reload() {
    const answer = await getBanners();
    return answer.ok ? answer.data.banners : null;
  }
  return <RowsDesk rows={banners} reload={reload} form={(banner, onSaved) => <BannerForm banner={banner} onSaved={onSaved} />} />;
}
