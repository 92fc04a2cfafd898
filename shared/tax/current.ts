import { season2025 } from '#shared/tax/2025/season';

/** The tax year the dashboard works on (product spec §9: fixed at 2025). */
export const CURRENT_TAX_YEAR = 2025;
/** The prior year used for returning-user data (product spec §9). */
export const PRIOR_TAX_YEAR = CURRENT_TAX_YEAR - 1;

/** Season facts for the tax year in use. */
export const currentSeason = season2025;
