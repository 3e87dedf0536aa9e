export interface SeedOptions {
  /** Stores a generated file and returns its public URL (e.g. /media/<key>). */
  storeFile(key: string, data: Buffer, contentType: string): Promise<string>;
  hashPassword(plain: string): Promise<string>;
  /** The first administrator, created when no admin has this e-mail. */
  admin: { email: string; password: string; firstName?: string };
  /** Platform fee of the demo's approved order, in basis points (default 500 = 5%). */
  platformFeeBps?: number;
  /** Create the demo host and event (default true); production can keep only admin, services and catalogue. */
  includeDemoEvent?: boolean;
  /** A folder of the seed's pictures drawn before (see `seedPicture`); without it they are drawn. */
  pictures?: SeedPictures;
}

export interface SeedPictures {
  dir: string;
  /** Write each picture drawn into `dir` (the api's build fills it once). */
  write?: boolean;
}

export interface SeedResult {
  adminCreated: boolean;
  serviceTypesCreated: number;
  servicesCreated: number;
  catalogueCreated: boolean;
  demoCreated: boolean;
}
