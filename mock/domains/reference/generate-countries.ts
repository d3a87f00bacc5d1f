/**
 * Writes mock/domains/reference/data/countries.json: every ISO 3166-1 country or region (alpha-2,
 * alpha-3) with Chinese and English names from the ICU data in Node's Intl.DisplayNames, one row a
 * line as Prettier prints it. Run once, commit the output:
 *   npx tsx mock/domains/reference/generate-countries.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ISO_3166_1 = `
AD AND AE ARE AF AFG AG ATG AI AIA AL ALB AM ARM AO AGO AQ ATA AR ARG AS ASM AT AUT AU AUS AW ABW
AX ALA AZ AZE BA BIH BB BRB BD BGD BE BEL BF BFA BG BGR BH BHR BI BDI BJ BEN BL BLM BM BMU BN BRN
BO BOL BQ BES BR BRA BS BHS BT BTN BV BVT BW BWA BY BLR BZ BLZ CA CAN CC CCK CD COD CF CAF CG COG
CH CHE CI CIV CK COK CL CHL CM CMR CN CHN CO COL CR CRI CU CUB CV CPV CW CUW CX CXR CY CYP CZ CZE
DE DEU DJ DJI DK DNK DM DMA DO DOM DZ DZA EC ECU EE EST EG EGY EH ESH ER ERI ES ESP ET ETH FI FIN
FJ FJI FK FLK FM FSM FO FRO FR FRA GA GAB GB GBR GD GRD GE GEO GF GUF GG GGY GH GHA GI GIB GL GRL
GM GMB GN GIN GP GLP GQ GNQ GR GRC GS SGS GT GTM GU GUM GW GNB GY GUY HK HKG HM HMD HN HND HR HRV
HT HTI HU HUN ID IDN IE IRL IL ISR IM IMN IN IND IO IOT IQ IRQ IR IRN IS ISL IT ITA JE JEY JM JAM
JO JOR JP JPN KE KEN KG KGZ KH KHM KI KIR KM COM KN KNA KP PRK KR KOR KW KWT KY CYM KZ KAZ LA LAO
LB LBN LC LCA LI LIE LK LKA LR LBR LS LSO LT LTU LU LUX LV LVA LY LBY MA MAR MC MCO MD MDA ME MNE
MF MAF MG MDG MH MHL MK MKD ML MLI MM MMR MN MNG MO MAC MP MNP MQ MTQ MR MRT MS MSR MT MLT MU MUS
MV MDV MW MWI MX MEX MY MYS MZ MOZ NA NAM NC NCL NE NER NF NFK NG NGA NI NIC NL NLD NO NOR NP NPL
NR NRU NU NIU NZ NZL OM OMN PA PAN PE PER PF PYF PG PNG PH PHL PK PAK PL POL PM SPM PN PCN PR PRI
PS PSE PT PRT PW PLW PY PRY QA QAT RE REU RO ROU RS SRB RU RUS RW RWA SA SAU SB SLB SC SYC SD SDN
SE SWE SG SGP SH SHN SI SVN SJ SJM SK SVK SL SLE SM SMR SN SEN SO SOM SR SUR SS SSD ST STP SV SLV
SX SXM SY SYR SZ SWZ TC TCA TD TCD TF ATF TG TGO TH THA TJ TJK TK TKL TL TLS TM TKM TN TUN TO TON
TR TUR TT TTO TV TUV TW TWN TZ TZA UA UKR UG UGA UM UMI US USA UY URY UZ UZB VA VAT VC VCT VE VEN
VG VGB VI VIR VN VNM VU VUT WF WLF WS WSM YE YEM YT MYT ZA ZAF ZM ZMB ZW ZWE`;

/** China's regions are named as parts of China in both languages. */
const OVERRIDES: Record<string, [zh: string, en: string]> = {
  TW: ['中国台湾', 'Taiwan, China'],
  HK: ['中国香港', 'Hong Kong, China'],
  MO: ['中国澳门', 'Macao, China'],
  PS: ['巴勒斯坦', 'Palestine'],
  CD: ['刚果（金）', 'Congo (Kinshasa)'],
  CG: ['刚果（布）', 'Congo (Brazzaville)'],
  MM: ['缅甸', 'Myanmar'],
  VC: ['圣文森特和格林纳丁斯', 'Saint Vincent and the Grenadines'],
};

/** CLDR's short English forms ("St. Lucia", "Trinidad & Tobago") spelled out. */
function formalEnglish(name: string): string {
  return name
    .replace(/^St\. /, 'Saint ')
    .replace(/ St\. /g, ' Saint ')
    .replace(/ & /g, ' and ');
}

const tokens = ISO_3166_1.trim().split(/\s+/);
const pairs: [string, string][] = [];
for (let i = 0; i < tokens.length; i += 2) pairs.push([tokens[i] ?? '', tokens[i + 1] ?? '']);

const zh = new Intl.DisplayNames(['zh-CN'], { type: 'region' });
const en = new Intl.DisplayNames(['en'], { type: 'region' });

const rows = pairs.map(([code, code3]) => {
  const zhName = zh.of(code);
  const enName = en.of(code);
  if (!/^[A-Z]{2}$/.test(code) || !/^[A-Z]{3}$/.test(code3) || !zhName || zhName === code) {
    throw new Error(`bad entry ${code} ${code3}`);
  }
  const [name, nameEn] = OVERRIDES[code] ?? [zhName, formalEnglish(enName ?? code)];
  return [code, code3, name, nameEn] as const;
});

if (rows.length !== 249 || new Set(rows.map((row) => row[0])).size !== 249) {
  throw new Error(`expected 249 distinct countries, got ${rows.length}`);
}

// One row a line, as Prettier prints a JSON table of short rows.
const body = rows.map((row) => `  [${row.map((cell) => JSON.stringify(cell)).join(', ')}]`);
const source = `[\n${body.join(',\n')}\n]\n`;

const target = fileURLToPath(new URL('./data/countries.json', import.meta.url));
writeFileSync(target, source);
console.info(`wrote ${rows.length} countries to ${target}`);
