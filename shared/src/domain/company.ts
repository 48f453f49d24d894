// Who provides the service: the telecom carrier a visitor signs the contract
// with. The company and its address are fictional. Kept here, not in the
// shell, because the application's important-matters explanation must name
// the provider too (電気通信事業法 art. 26) and a remote reads only shared.

export const COMPANY_NAME = '東海ひかりネット株式会社';

export const companyAddress = {
  postalCode: '460-0008',
  address: '愛知県名古屋市中区栄五丁目99番1号 東海ひかりビル',
};
