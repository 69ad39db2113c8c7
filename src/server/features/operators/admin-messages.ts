/**
 * The back office's answers, in its languages (English and Traditional Chinese). The shopper's
 * 21 catalogs stay the shopper's: operators read the back office in the language they choose.
 */
const MESSAGES = {
  en: {
    signInRequired: 'Please sign in.',
    notAllowed: 'Your role may not do this.',
    foreignOrigin: 'This change did not come from this shop’s own pages.',
    badToken: 'This page is out of date: reload it and try again.',
    badCredentials: 'The email or the password is not right.',
    tooManyAttempts: 'Too many attempts for this account: wait a few minutes and try again.',
    signedOut: 'Signed out.',
    notFound: 'Not found.',
    invalidEmail: 'Enter a valid email address.',
    tooShort: 'The password needs at least 12 characters.',
    tooLong: 'The password may have at most 256 characters.',
    emailTaken: 'An operator with this email already exists.',
    unknown: 'There is no operator with this email.',
    lastOwner: 'The shop needs at least one owner: add another owner first.',
    unknownSite: 'There is no such site.',
    productIdTaken: 'A product already has this address: choose another.',
    siteTaken: 'A site already answers on this host (or has this id).',
    unknownReview: 'There is no such review.',
    replyLength: 'Write a reply of 1 to 1000 characters.',
    unknownProduct: 'There is no such product.',
    saleOverlap: 'This product already has a sale running or scheduled in these dates: end it first, or choose dates after it ends.',
    saleInPast: 'This sale would end before it starts: choose an end time in the future.',
    unknownSale: 'This product has no such sale.',
    saleAlreadyEnded: 'This sale has already ended.',
    unknownCoupon: 'There is no such coupon.',
    couponAlreadyRetired: 'This coupon was already retired.',
    unknownChoice: 'This product has no such option any more: reload it and try again.',
    unknownRecommendation: 'Recommend only other products of this site.',
    productOtherSite: 'A product stays on its site: it cannot move to another.',
    settingsRefused: 'Some settings are not right: see the fields marked.',
    storesRefused: 'The store list was not imported: correct the lines listed and import the file again.',
    storesNoFile: 'Choose one CSV file to import.',
    storesTooLarge: 'The file is larger than 5 MB: split it by chain.',
    unknownOrder: 'There is no such order.',
    unknownEvent: 'The order’s lifecycle has no such move.',
    moveNotAllowed: 'The order cannot make this move from where it is now: nothing was changed.',
    movedMeanwhile: 'Someone else moved this order first: nothing was changed. Look at it again before moving it.',
    moveNeedsFields: 'This move needs more: fill in every field (a dispatch needs the carrier and the tracking number).',
    badCursor: 'This page link is out of date: start from the first page.',
    unknownMachine: 'There is no such machine.',
    returnNotReceivable: 'This order has no return request waiting for its parcel with this id: choose one of its requests.',
  },
  'zh-TW': {
    signInRequired: '請先登入。',
    notAllowed: '您的角色無法執行此操作。',
    foreignOrigin: '此變更並非來自本商店的頁面。',
    badToken: '此頁面已過期：請重新整理後再試一次。',
    badCredentials: '電子郵件或密碼不正確。',
    tooManyAttempts: '此帳號嘗試次數過多：請稍候幾分鐘再試。',
    signedOut: '已登出。',
    notFound: '找不到。',
    invalidEmail: '請輸入有效的電子郵件地址。',
    tooShort: '密碼至少需要 12 個字元。',
    tooLong: '密碼最多 256 個字元。',
    emailTaken: '已有使用此電子郵件的操作員。',
    unknown: '沒有使用此電子郵件的操作員。',
    lastOwner: '商店至少需要一位擁有者：請先新增另一位擁有者。',
    unknownSite: '沒有這個網站。',
    productIdTaken: '已有商品使用這個網址：請換一個。',
    siteTaken: '已有網站使用這個主機名稱（或代號）。',
    unknownReview: '沒有這則評論。',
    replyLength: '回覆需為 1 到 1000 個字元。',
    unknownProduct: '沒有這個商品。',
    saleOverlap: '此商品在這段期間已有進行中或已排定的特價：請先結束它，或選擇它結束之後的時間。',
    saleInPast: '此特價會在開始前就結束：請選擇未來的結束時間。',
    unknownSale: '此商品沒有這個特價。',
    saleAlreadyEnded: '此特價已經結束。',
    unknownCoupon: '沒有這張優惠券。',
    couponAlreadyRetired: '此優惠券已經停用。',
    unknownChoice: '此商品已沒有這個選項：請重新載入後再試一次。',
    unknownRecommendation: '只能推薦本網站的其他商品。',
    productOtherSite: '商品屬於它的網站：無法移到另一個網站。',
    settingsRefused: '部分設定不正確：請查看標示的欄位。',
    storesRefused: '門市清單未匯入：請修正列出的行後再匯入一次。',
    storesNoFile: '請選擇一個 CSV 檔案匯入。',
    storesTooLarge: '檔案超過 5 MB：請依連鎖品牌分開匯入。',
    unknownOrder: '沒有這筆訂單。',
    unknownEvent: '訂單流程中沒有這個動作。',
    moveNotAllowed: '訂單目前的狀態無法進行這個動作：沒有任何變更。',
    movedMeanwhile: '已有其他人先變更了這筆訂單：沒有任何變更。請重新查看後再操作。',
    moveNeedsFields: '這個動作需要更多資料：請填寫每個欄位（出貨需要物流業者與追蹤號碼）。',
    badCursor: '此頁面連結已過期：請從第一頁開始。',
    unknownMachine: '沒有這個流程圖。',
    returnNotReceivable: '此訂單沒有這個等待收件的退貨申請：請從它的申請中選擇。',
  },
} as const;

export type AdminMessageKey = keyof (typeof MESSAGES)['en'];
export type AdminLocale = keyof typeof MESSAGES;

/** The operator's language from Accept-Language: Chinese asks for zh-TW, anything else English. */
export function adminLocale(acceptLanguage: string | undefined): AdminLocale {
  return /^\s*zh\b/i.test(acceptLanguage ?? '') ? 'zh-TW' : 'en';
}

export function adminMessage(acceptLanguage: string | undefined, key: AdminMessageKey): string {
  return MESSAGES[adminLocale(acceptLanguage)][key];
}
