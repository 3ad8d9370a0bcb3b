import pkg from "jsvat-next"; const { checkVAT, countries } = pkg;
for (const v of process.argv.slice(2)) { const r = checkVAT(v, countries); console.log(v, r.isValid, r.isValidFormat); }
console.log(countries.map(c=>c.codes[0]).join(' '))
