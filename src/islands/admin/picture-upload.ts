// The content desk's picture upload, shared by its forms: the file read as base64 and sent to the
// platform, which checks its type from the bytes and answers the hashed /media path (or a Thai refusal).
import { useState } from 'react';
import type { AdminAnswer } from '../../api/admin/admin.ts';
import * as content from '../../api/admin/admin-content.ts';

export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function uploadPicture(file: File): Promise<AdminAnswer<{ path: string; width: number; height: number }>> {
  return content.uploadPicture(await readBase64(file));
}

/** An ISO instant as the Bangkok minute (YYYY-MM-DDTHH:mm) the desk's MinuteField edits. */
export const bangkokMinute = (value: string | null) =>
  value ? new Date(Date.parse(value) + 7 * 3_600_000).toISOString().slice(0, 16) : '';

/**
 * A form's picture: its current path, and the upload that replaces it. The form's own busy flag
 * and message are set while it goes (the save shares them).
 */
export function usePictureUpload(initial: string, setBusy: (busy: boolean) => void, setError: (message: string) => void) {
  const [image, setImage] = useState(initial);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const answer = await uploadPicture(file);
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    if (answer.ok) setImage(answer.data.path);
  }
  return { image, upload };
}
