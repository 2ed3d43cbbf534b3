import type { Migration } from 'kysely';
import * as init from './2026_11_21_000001_init.ts';
import * as accounts from './2026_11_22_000001_accounts.ts';
import * as notifications from './2026_11_23_000001_notifications.ts';
import * as catalogItems from './2026_11_24_000001_catalog_items.ts';
import * as universities from './2026_11_25_000001_universities.ts';
import * as cv from './2026_11_25_000002_cv.ts';
import * as cvPhotos from './2026_11_25_000100_cv_photos.ts';
import * as offers from './2026_11_26_000001_offers.ts';
import * as administration from './2026_11_27_000001_administration.ts';
import * as dashboard from './2026_11_27_000002_dashboard.ts';
import * as passwordResets from './2026_11_28_000001_password_resets.ts';
import * as verificationEmail from './2026_11_29_000001_verification_email.ts';
import * as tutorRole from './2026_12_02_000001_tutor_role.ts';
import * as practicums from './2026_12_02_000100_practicums.ts';
import * as personalData from './2026_12_02_000200_personal_data.ts';
import * as followUp from './2026_12_02_000400_follow_up.ts';
import * as trust from './2026_12_02_000300_trust.ts';
import * as applicationHistory from './2026_12_02_000500_application_history.ts';

/**
 * Every migration, by name. Listed by hand (not read from the folder) so the
 * same code runs from src under tsx or Jest and from the compiled dist.
 * The Migrator applies them in name order.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_000001_init': init,
  '2026_11_22_000001_accounts': accounts,
  '2026_11_23_000001_notifications': notifications,
  '2026_11_24_000001_catalog_items': catalogItems,
  '2026_11_25_000001_universities': universities,
  '2026_11_25_000002_cv': cv,
  '2026_11_25_000100_cv_photos': cvPhotos,
  '2026_11_26_000001_offers': offers,
  '2026_11_27_000001_administration': administration,
  '2026_11_27_000002_dashboard': dashboard,
  '2026_11_28_000001_password_resets': passwordResets,
  '2026_11_29_000001_verification_email': verificationEmail,
  '2026_12_02_000001_tutor_role': tutorRole,
  '2026_12_02_000100_practicums': practicums,
  '2026_12_02_000200_personal_data': personalData,
  '2026_12_02_000300_trust': trust,
  '2026_12_02_000400_follow_up': followUp,
  '2026_12_02_000500_application_history': applicationHistory,
};
