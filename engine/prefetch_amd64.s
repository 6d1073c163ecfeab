//go:build !purego

#include "textflag.h"

// func prefetch(base unsafe.Pointer, shift uint, mask uint32, at []uint32)
TEXT ·prefetch(SB), NOSPLIT, $0-48
	MOVQ base+0(FP), AX
	MOVQ shift+8(FP), CX
	MOVL mask+16(FP), DI
	MOVQ at_base+24(FP), SI
	MOVQ at_len+32(FP), DX
	TESTQ DX, DX
	JEQ done
loop:
	MOVL (SI), BX
	ANDL DI, BX
	SHLQ CX, BX
	PREFETCHT0 (AX)(BX*1)
	ADDQ $4, SI
	DECQ DX
	JNZ loop
done:
	RET
