// The content desk's picture upload, shared by its forms: the file read as base64 and sent to the
// platform, which checks its type from the bytes and answers the hashed /media path (or a Thai refusal).
import { contentPicture } from '../../contract/endpoints/admin-content.ts';
import { adminCall, type AdminAnswer } from '../../api/admin.ts';

export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function uploadPicture(file: File): Promise<AdminAnswer<{ path: string; width: number; height: number }>> {
  return adminCall(contentPicture, { body: { data: await readBase64(file) } });
}

/** An ISO instant as the Bangkok minute a datetime-local input shows. */
export const bangkokMinute = (value: string | null) =>
  value ? new Date(Date.parse(value) + 7 * 3_600_000).toISOString().slice(0, 16) : '';
