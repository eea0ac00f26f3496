package main

import (
	"slices"
	"strings"
	"testing"
)

// TestTimeoutRoomy checks that a -timeout that every puzzle meets changes
// nothing in solve, count and candidates: their output, messages and exit
// status are those without it, on good, bad and variant puzzles.
func TestTimeoutRoomy(t *testing.T) {
	files := []string{"testdata/good.txt", "testdata/bad.txt",
		"testdata/variants.txt", "testdata/variants-bad.txt"}
	tests := [][]string{
		{"solve"},
		{"solve", "-unique", "-format", "grid"},
		{"count", "-limit", "5"},
		{"candidates"},
		{"candidates", "-format", "grid"},
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			want, wantErr, wantCode := runSudoku(t, "", slices.Concat(args, files)...)
			got, gotErr, gotCode := runSudoku(t, "", slices.Concat(args, []string{"-timeout", "1h"}, files)...)
			if got != want || gotErr != wantErr || gotCode != wantCode {
				t.Errorf("-timeout 1h: %q, %q, %d; without: %q, %q, %d",
					got, gotErr, gotCode, want, wantErr, wantCode)
			}
			if wantCode != exitBad || wantErr == "" {
				t.Errorf("exit status %d, stderr %q: the files should hold bad puzzles", wantCode, wantErr)
			}
		})
	}
}
