//go:build unix

package sudoku

import (
	"syscall"
	"time"
)

// processCPU returns the processor time the process has used so far,
// user and system, as getrusage reports it.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
