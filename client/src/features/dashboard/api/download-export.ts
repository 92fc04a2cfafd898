import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** GET /api/export?year=: the user's data for the year as a JSON file, saved through the browser. */
export async function downloadExport(year: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/export?year=${year}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach TaxDesk. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, `http_${response.status}`, 'Could not prepare your download. Please try again.');
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `taxdesk-${year}.json`;
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
