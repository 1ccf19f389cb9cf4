import { untranslatedIn } from "./untranslated";

/** Lists interface text left in code: `npx tsx client/src/i18n/untranslated-cli.ts <files…>`. */
let count = 0;
for (const file of process.argv.slice(2)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  for (const finding of untranslatedIn(file)) {
    count += 1;
    console.log(`${finding.file}:${finding.line}  ${JSON.stringify(finding.text)}`);
  }
}
console.log(`${count} text(s) outside the catalogues`);
