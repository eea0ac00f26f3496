package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/sudokugo/sudoku"
)

// An Error is the answer to a request that fails, sent as
// {"error": {...}} with the status of Status. Code names the kind of
// failure in a word that clients may switch on; Message says it for
// people, with cells in r1c1 notation. The other fields give the place,
// where there is one, from the errors of package sudoku.
//
// The codes, with their status:
//
//	400 bad-json       the body is not one JSON object (Offset: where)
//	400 bad-type       a value of the wrong type (Field: which)
//	400 unknown-field  a key the endpoint does not take (Field)
//	400 bad-value      a value out of its range or set of names (Field)
//	400 bad-rules      rules not in the JSON form of sudoku.Rules (Field: the path)
//	404 not-found      no such endpoint
//	405 method         not a POST (the Allow header says what is)
//	413 too-large      the body is over the size bound
//	415 media-type     the body is not application/json
//	422 syntax         a grid with a character that is not a cell (Field, Line, Column, Offset)
//	422 cell-count     a grid of other than 81 cells (Field, Line, Column, Offset)
//	422 value          a cell above 9 (Cells, Digit)
//	422 conflict       two cells that see each other hold one digit (Cells, Digit)
//	422 rules          a rule set that makes no sense (Cells)
//	422 broken         a grid that breaks a rule (Cells)
//	422 no-solution    the puzzle or position has no solution
//	422 not-unique     the puzzle has several solutions
//	422 mistake        an entry or pencil marks that contradict the solution (Cells, Digit, Mark)
//	422 solved         nothing left to hint
//	422 stuck          no technique applies
//	422 classic-only   hints and grades are for classic rules only
//	422 options        generator options no puzzle can meet
//	422 budget         a search ran out of its node or try budget
//	503 timeout        the request ran out of time
//	503 busy           no turn to work came free in time
type Error struct {
	Status  int    `json:"status"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`  // the request's key, as "entries" or "marks[4]"
	Cells   []int  `json:"cells,omitempty"`  // cells 0-80, row-major
	Digit   int    `json:"digit,omitempty"`  // the digit concerned
	Mark    bool   `json:"mark,omitempty"`   // a mistake in the pencil marks, not an entry
	Line    int    `json:"line,omitempty"`   // of a grid's text, from 1
	Column  int    `json:"column,omitempty"` // of a grid's text, from 1, in characters
	Offset  *int   `json:"offset,omitempty"` // in a grid's text, from 0; in the body, the bytes read
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// writeError sends e as the answer.
func writeError(w http.ResponseWriter, e *Error) {
	if e.Status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, e.Status, struct {
		Error *Error `json:"error"`
	}{e})
}

// writeJSON sends v as a JSON answer with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	hd := w.Header()
	hd.Set("Content-Type", "application/json; charset=utf-8")
	hd.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	// An error here is the client's connection: nothing to tell it.
	_ = json.NewEncoder(w).Encode(v)
}

// badValue is the error of a value outside its range or set of names.
func badValue(field, format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "bad-value", Field: field,
		Message: field + ": " + fmt.Sprintf(format, args...)}
}

// unprocessable is an error of status 422.
func unprocessable(code, msg string) *Error {
	return &Error{Status: http.StatusUnprocessableEntity, Code: code, Message: msg}
}

// decodeError turns an error of encoding/json, or of a type's own
// UnmarshalJSON, into an Error.
func decodeError(err error) *Error {
	bad := func(code, field, msg string) *Error {
		return &Error{Status: http.StatusBadRequest, Code: code, Field: field, Message: msg}
	}
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var js *sudoku.JSONError
	switch {
	case errors.As(err, &syn):
		e := bad("bad-json", "", "body: "+syn.Error())
		off := int(syn.Offset)
		e.Offset = &off
		return e
	case errors.As(err, &typ):
		e := bad("bad-type", typ.Field,
			fmt.Sprintf("%s: a JSON %s is not a %s", typ.Field, typ.Value, typ.Type))
		off := int(typ.Offset)
		e.Offset = &off
		return e
	case errors.As(err, &js):
		return bad("bad-rules", js.Path, js.Error())
	}
	// encoding/json has no type for an unknown key.
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		name = strings.Trim(name, `"`)
		return bad("unknown-field", name, "body: unknown key "+name)
	}
	return bad("bad-json", "", "body: "+err.Error())
}

// fromError turns an error of package sudoku, or of a context, into an
// Error; field names the part of the request it is about, when one is.
func fromError(field string, err error) *Error {
	e := puzzleError(err)
	if e == nil {
		e = outcomeError(err)
	}
	if e.Status == http.StatusUnprocessableEntity && field != "" {
		e.Field = field
		e.Message = field + ": " + e.Message
	}
	return e
}

// puzzleError returns the Error of the errors of package sudoku that
// carry a place, or nil.
func puzzleError(err error) *Error {
	var pe *sudoku.ParseError
	var ve *sudoku.ValueError
	var ce *sudoku.ConflictError
	var me *sudoku.MistakeError
	var re *sudoku.RuleError
	e := unprocessable("", err.Error())
	switch {
	case errors.As(err, &pe):
		e.Code = "syntax"
		if errors.Is(err, sudoku.ErrCellCount) {
			e.Code = "cell-count"
		}
		e.Line, e.Column, e.Offset = pe.Line, pe.Column, &pe.Offset
	case errors.As(err, &ve):
		e.Code, e.Cells, e.Digit = "value", []int{ve.Cell}, int(ve.Value)
	case errors.As(err, &ce):
		e.Code, e.Cells, e.Digit = "conflict", []int{ce.Cell1, ce.Cell2}, int(ce.Digit)
	case errors.As(err, &me):
		e.Code, e.Cells, e.Digit, e.Mark = "mistake", []int{me.Cell}, int(me.Digit), me.Mark
	case errors.As(err, &re):
		e.Code = "rules"
		if errors.Is(err, sudoku.ErrBroken) {
			e.Code = "broken"
		}
		for _, c := range re.Cells {
			if c >= 0 && c < 81 {
				e.Cells = append(e.Cells, c)
			}
		}
	default:
		return nil
	}
	return e
}

// outcomeError returns the Error of a search's outcome: a puzzle
// without a unique solution, a spent budget, a done context.
func outcomeError(err error) *Error {
	codes := []struct {
		err  error
		code string
	}{
		{sudoku.ErrNoSolution, "no-solution"},
		{sudoku.ErrNotUnique, "not-unique"},
		{sudoku.ErrSolved, "solved"},
		{sudoku.ErrStuck, "stuck"},
		{sudoku.ErrOptions, "options"},
		{sudoku.ErrBudget, "budget"},
	}
	for _, c := range codes {
		if errors.Is(err, c.err) {
			return unprocessable(c.code, err.Error())
		}
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return &Error{Status: http.StatusServiceUnavailable, Code: "timeout",
			Message: "the request ran out of time"}
	}
	return &Error{Status: http.StatusInternalServerError, Code: "internal",
		Message: err.Error()}
}
