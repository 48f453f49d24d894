// The value sets of the site's records (docs/business-rules.md#records-and-field-names): the entities use
// them, and so does the price catalog, which must not import the entities
// (they hold the campaign offer, which is built on the catalog).

/** 0: detached home (戸建て), 1: apartment building (マンション). */
export type BuildingType = 0 | 1;
export type SelectedPlan = 'plan10G' | 'plan1G';
/** 0: net only, 1: net + phone, 2: net + phone + TV. */
export type BaseMenu = 0 | 1 | 2;
/** 0: 10G area, 1: otherwise. */
export type EreaType = 0 | 1;
export type KurashiSupportPlan = 'bike+home' | 'home';
export type NetflixPlan = 'normal' | 'premium';
export type DaznPlan = 'monthly' | 'annual';
export type VideoPlan = 'point+video990';
export type CampaignPolicy = 'benefits' | 'price';
