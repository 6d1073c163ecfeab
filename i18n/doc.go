// Package i18n holds every user-visible sentence of Arbiter in English,
// Finnish and Estonian (Russian in part), and the one way to look them up.
//
// Catalogues are flat JSON objects in <lang>/<area>.json, one file per area
// of the app so that each area's texts stay together. Placeholders are
// written {name} and filled from named arguments; a number's plural forms
// are written as ICU writes them ({n, plural, one {…} other {…}}). A key
// missing in a language falls back to English, and a test fails when any
// catalogue of a complete language lacks a key that English has.
//
// Errors, notes and problems are the engine's one message type
// (engine.Message; NewError makes one here). Their texts are written only
// here: the package registers its English catalogue with
// engine.SetEnglish when it is initialised, so an error's Error method
// gives the English text in logs and tests, and Catalog.Error the user's
// language.
//
// `i18n/<lang>/<area>.json`: one catalogue file per area of the app and language; a key defined twice
// or missing in English, Finnish or Estonian fails the tests. A text that counts writes its plural
// forms as ICU messages do, `{n, plural, one {# game} other {# games}}`; `i18n/plural.go` picks the
// form by the language's CLDR rules for whole numbers, written out there (one/other for English,
// Finnish and Estonian, one/few/many for Russian) and held to `golang.org/x/text/feature/plural`'s by
// its test, for whichever language the catalogue is.
// A language's catalogue is read when first asked for, English, its fallback, when a key is missing
// there (Russian's; Finnish and Estonian have every key, so they never read it), and the command
// line answers `--version` before reading any; its `help`, a command's `--help` and usage line are the
// user's language's (`app.help.*`, what each command does `app.help.cmd.NAME`, what each option means
// `app.opt.NAME`, or `app.opt.SET.NAME` where a flag set's option of that name means something else). The catalogues' texts
// start lower case to follow `arbiter pair: `; `Catalog.Sentence` starts one that stands alone (the
// window's error box and dialogs' error lines) upper case. Estonian addresses the arbiter in the
// singular ("vali", "sisesta"), as Estonian software does; Finnish likewise ("valitse").
package i18n
