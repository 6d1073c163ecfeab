package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// scheduleFields are the settings' rows for the rounds' dates and
// starting times, one row a round of the event.
type scheduleFields struct {
	s            *Shell
	box          *fyne.Container
	dates, times []*field
}

func newScheduleFields(s *Shell) *scheduleFields {
	return &scheduleFields{s: s, box: container.NewVBox()}
}

func (f *scheduleFields) content() fyne.CanvasObject { return f.box }

// set shows the event's schedule, a row for each of its rounds.
func (f *scheduleFields) set(ev *tournament.Event) {
	f.dates, f.times = nil, nil
	form := widget.NewForm()
	for n := 1; n <= tournament.TotalRounds(ev); n++ {
		rt := tournament.RoundSchedule(ev, n)
		date, at := f.s.newField(), f.s.newField()
		date.SetPlaceHolder(f.s.t("ui.settings.date.hint"))
		at.SetPlaceHolder(f.s.t("ui.schedule.time.hint"))
		date.SetText(rt.Date)
		at.SetText(rt.Time)
		f.dates, f.times = append(f.dates, date), append(f.times, at)
		form.Append(f.s.t("ui.schedule.round", "n", n), container.NewGridWithColumns(2, date, at))
	}
	if len(f.dates) == 0 {
		f.box.Objects = []fyne.CanvasObject{widget.NewLabel(f.s.t("ui.schedule.no-rounds"))}
	} else {
		f.box.Objects = []fyne.CanvasObject{form}
	}
	f.box.Refresh()
}

// read is the schedule the rows hold, each read as the command line's
// --round-time reads it, so that both take the same forms of dates and
// times and refuse the same mistakes.
func (f *scheduleFields) read() ([]tournament.RoundTime, error) {
	var out []tournament.RoundTime
	for i := range f.dates {
		text := strings.TrimSpace(f.dates[i].Text + " " + f.times[i].Text)
		rt, err := tournament.ParseRoundTime(fmt.Sprintf("%d=%s", i+1, text))
		if err != nil {
			return nil, err
		}
		if rt.Date != "" || rt.Time != "" {
			out = append(out, rt)
		}
	}
	return out, nil
}
