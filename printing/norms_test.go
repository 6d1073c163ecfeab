package printing

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/norms"
)

func TestNorms(t *testing.T) {
	ev := demoEvent()
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			var buf bytes.Buffer
			if err := Norms(&buf, ev, rep, Options{Lang: lang}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
			// The coefficient with the language's decimal point: 6,00 in
			// Finnish and Estonian, as the sheet's other numbers.
			coefficient := i18n.For(lang).Decimal(rep.Coefficient.String())
			if lang != i18n.English && strings.Contains(text, "= "+rep.Coefficient.String()) {
				t.Errorf("the coefficient is written with a decimal point:\n%s", text)
			}
			wants := []string{"= " + coefficient, "Иванов, Сергей", "Šmigun, Žanna", "Tõnisson, Kätlin"}
			for _, want := range wants {
				if !strings.Contains(text, want) {
					t.Errorf("%q missing from the norms report", want)
				}
			}
			if strings.Contains(text, "norms.") || strings.Contains(text, "print.") {
				t.Errorf("an untranslated key is on the sheet:\n%s", text)
			}
			if lang == i18n.English {
				savePNG(t, "norms", buf.Bytes(), 1)
			}
		})
	}
}
