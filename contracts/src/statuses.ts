/** An account's status: an inactive one cannot sign in and is signed out everywhere. */
export const userStatuses = ['activo', 'inactivo'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A company's approval by an administrator (PRODUCT.md, "Company"). */
export const companyStatuses = ['pendiente', 'aprobada', 'rechazada'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

/** What an administrator's review may set: a company never goes back to pending. */
export const companyReviewStatuses = ['aprobada', 'rechazada'] as const satisfies readonly CompanyStatus[];
export type CompanyReviewStatus = (typeof companyReviewStatuses)[number];

/** The databases the server runs on (the health check reports which). */
export const databaseDialects = ['sqlite', 'postgres'] as const;
export type DatabaseDialect = (typeof databaseDialects)[number];

/**
 * An offer's life (PRODUCT.md "Offer"); the moves between them are in offers.ts. `en_revision`,
 * `rechazada` and `retirada` are the moderation's (PRODUCT.md "Confianza").
 */
export const offerStatuses = ['borrador', 'publicada', 'cerrada', 'expirada', 'en_revision', 'rechazada', 'retirada'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** An application's pipeline (PRODUCT.md "Application"); the moves between them are in offers.ts. */
export const applicationStatuses = ['postulado', 'en_revision', 'entrevista', 'seleccionado', 'no_seleccionado'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
