// The identity pages' messages, one file per portal language (gateway/src/identity/locales).
// Imported, not read at run time, so the build copies them to dist with the code.
import bg from './bg.json';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import el from './el.json';
import en from './en.json';
import es from './es.json';
import et from './et.json';
import eu from './eu.json';
import fi from './fi.json';
import fr from './fr.json';
import ga from './ga.json';
import hr from './hr.json';
import hu from './hu.json';
import it from './it.json';
import lt from './lt.json';
import lv from './lv.json';
import mt from './mt.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';
import ro from './ro.json';
import sk from './sk.json';
import sl from './sl.json';
import sv from './sv.json';

export const MESSAGES = {
  bg,
  cs,
  da,
  de,
  el,
  en,
  es,
  et,
  eu,
  fi,
  fr,
  ga,
  hr,
  hu,
  it,
  lt,
  lv,
  mt,
  nl,
  pl,
  pt,
  ro,
  sk,
  sl,
  sv,
} as const;
