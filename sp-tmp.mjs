import nspell from 'nspell';
const words = { en:['apple','running','colour','teh'], es:['manzana','comiendo','está','mañana','xyzq'], fr:['l\'eau','pomme','mangé','beaucoup','xyzq'], it:['acqua','mangiato','perché','xyzq'], ru:['делать','сделать','яблоко','ёж','xyzq'], sv:['äpple','springer','huset','xyzq'], vi:['tiếng','Việt','ăn','quả','táo','xyzq'] };
for (const l of Object.keys(words)) {
  const t0 = Date.now();
  const d = (await import('dictionary-' + l)).default;
  const t1 = Date.now();
  const s = nspell(d);
  const t2 = Date.now();
  console.log(l, 'load', t1-t0, 'build', t2-t1, words[l].map(w => w + ':' + s.correct(w)).join(' '), process.memoryUsage().rss/1e6|0);
}
