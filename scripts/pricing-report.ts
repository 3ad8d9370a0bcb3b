// npm run pricing:report -- --desktop 1-5 --web 10k [--app 1] [--scripts cyrillic,greek]
// Every typeface's prices for one licence selection, from content/ (imported into a
// throw-away database) and the domain's rules; the currency and the pro factor are the
// environment's (docs/shop.md "Pricing parameters").
import { ConfigError, loadConfig } from '../src/server/config';
import { contentDirectory } from '../src/server/content/app/contentDirectory';
import {
  parseReportArguments,
  PRICING_REPORT_USAGE,
  pricingReport,
  ReportArgumentError,
} from '../src/server/shop/app/pricingReport';
import { shopsFromContent } from '../src/server/seed/shopsFromContent';

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.length === 0) {
    console.log(PRICING_REPORT_USAGE);
    return;
  }
  const config = loadConfig(process.env);
  const shops = await shopsFromContent(contentDirectory(), {
    pro_multiplication: config.proMultiplication,
  });
  const [first] = shops.values();
  if (!first) throw new ReportArgumentError(`No typefaces in ${contentDirectory()}`);
  const selection = parseReportArguments(args, first.licences);
  console.log(
    pricingReport(shops, selection, { code: config.currency, symbol: config.currencySymbol }),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ReportArgumentError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
