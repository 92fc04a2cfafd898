import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/**
 * The dashboard's Download: GET /api/review/packet.pdf, the preparer packet for the year (cover,
 * profile, every document's fields in box order, the estimate with sources, checks, signature),
 * saved through the browser.
 */
export async function downloadExport(year: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/review/packet.pdf`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach TaxDesk. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, `http_${response.status}`, 'Could not prepare your download. Please try again.');
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `taxdesk-${year}-packet.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
